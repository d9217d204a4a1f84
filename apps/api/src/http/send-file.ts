/** Generated files (Word, Excel) sent as downloads, with the Chinese file name kept (RFC 5987). */
import type { FastifyReply } from 'fastify';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PNG_TYPE = 'image/png';
export const ZIP_TYPE = 'application/zip';

/** The Content-Disposition of a download named `name`. */
export const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Sends the file as a download; resolves with null, the route's empty data. */
export async function sendFile(reply: FastifyReply, file: { buffer: Buffer; fileName: string }, type: string): Promise<null> {
  await reply.header('content-type', type).header('content-disposition', attachment(file.fileName)).send(file.buffer);
  return null;
}
