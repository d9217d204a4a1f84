/**
 * Security headers on every response (the web client, the API, Swagger UI at /docs), through
 * @fastify/helmet. docs/ARCHITECTURE.md, "Security headers", explains each choice.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy. No inline script anywhere (the built index.html loads modules only,
 * Swagger UI loads its files); antd and ECharts write style attributes and <style> elements, so
 * inline styles are allowed. Images: own files, data: URLs (icons) and blob: URLs (answer images,
 * canvas exports). The client talks only to its own origin.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/** HSTS for a year, sent only on requests that came over HTTPS (behind a proxy: with TRUST_PROXY). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    // HSTS on plain HTTP is ignored by browsers and wrong for a LAN install: only over HTTPS (below).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
