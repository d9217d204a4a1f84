/** Runs `npm run admin` commands in a test: the same command table the terminal uses, on the test's database. */
import { expect, vi } from 'vitest';
import { CommandError, SCHOOL_COMMANDS, type OpenDatabase } from '../../src/cli/admin-school.js';
import type { TestContext } from './test-app.js';

export function adminCli(ctx: () => TestContext): { run: (command: string, args: string[]) => Promise<string>; refusal: (command: string, args: string[]) => Promise<string> } {
  // The commands close the database they opened: the test's stays open.
  const open: OpenDatabase = async () => ({ ...ctx().database, close: async () => {} });

  /** Runs a command and returns what it printed. */
  async function run(command: string, args: string[]): Promise<string> {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
    try {
      await SCHOOL_COMMANDS[command]!.run(args, open);
    } finally {
      spy.mockRestore();
    }
    return lines.join('\n');
  }
  /** Runs a command that must be refused and returns the refusal's message. */
  const refusal = async (command: string, args: string[]) => {
    const err = await run(command, args).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CommandError);
    return (err as CommandError).message;
  };
  return { run, refusal };
}
