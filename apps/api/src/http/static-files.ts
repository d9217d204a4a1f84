/**
 * Serves the built web client (apps/web/dist) at '/':
 * - compressed: the build writes a brotli and a gzip copy beside each text asset
 *   (vite-plugin-compression2), and @fastify/static sends the one the browser accepts
 *   (`preCompressed`), else the file as is;
 * - cached by what may change: Vite's hashed files (dist/assets/*) never change under the same
 *   name, so browsers keep them a year without asking again; index.html names the current hashed
 *   files, so it is always revalidated; the other files (brand images) are kept an hour.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const CACHE_HASHED = 'public, max-age=31536000, immutable';
export const CACHE_INDEX = 'no-cache';
export const CACHE_OTHER = 'public, max-age=3600';

/** The Cache-Control of a file of the web client, by its path relative to the dist folder. */
export function cacheControlFor(relativePath: string): string {
  const p = relativePath.split(path.sep).join('/');
  if (p.startsWith('assets/')) return CACHE_HASHED;
  if (/\.html(\.br|\.gz)?$/.test(p)) return CACHE_INDEX;
  return CACHE_OTHER;
}

export async function registerStaticFiles(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // Routes for the files present at start-up only: any other path stays the API's 404.
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    // Cache-Control comes from setHeaders (by path), not @fastify/send's max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(path.relative(root, filePath)));
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
