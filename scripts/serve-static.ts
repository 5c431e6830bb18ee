/**
 * A plain static file server, as the cheapest static host behaves: a path is a file, a folder
 * answers with its index.html, anything else gets 404.html with status 404. No rewrites, no
 * headers beyond the content type, so the demo is tested as it will be hosted.
 *
 *   tsx scripts/serve-static.ts <folder> [port] [base]
 *
 * With a base (`/demo/`) the folder is served under that path only, as a host serves a project
 * site: a demo built with `--base /demo/` is tested where it will live.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

/** Content types by extension, for the files a build holds. */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** The file a request path names inside `root`, if any; undefined for a bad escape or `..` out. */
export function pathIn(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const path = normalize(join(root, decoded));
  return path === root || path.startsWith(`${root}${sep}`) ? path : undefined;
}

function fileFor(root: string, pathname: string): string | undefined {
  const path = pathIn(root, pathname);
  if (path === undefined) return undefined;
  if (!existsSync(path)) return undefined;
  if (statSync(path).isDirectory()) {
    const index = join(path, 'index.html');
    return existsSync(index) ? index : undefined;
  }
  return path;
}

/** Serves `folder` on 127.0.0.1:`port` under `base`; resolves once listening. */
export function serveStatic(folder: string, port: number, base = '/'): Promise<Server> {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const asked = url.pathname;
    // A redirect keeps the query, as static hosts do: `/rewards?ref=alice` must keep its referrer.
    const query = url.search;
    if (`${asked}/` === base) {
      response.writeHead(301, { location: `${base}${query}` });
      response.end();
      return;
    }
    // Outside the base nothing is served; inside it, paths are the folder's.
    const pathname = asked.startsWith(base) ? `/${asked.slice(base.length)}` : '/\0outside';
    // A folder asked for without its slash is redirected, as static hosts do, so relative links
    // inside its index.html resolve against the folder.
    const path = pathIn(root, pathname);
    if (!pathname.endsWith('/') && path !== undefined && existsSync(path) && statSync(path).isDirectory()) {
      response.writeHead(301, { location: `${asked}/${query}` });
      response.end();
      return;
    }
    const file = fileFor(root, pathname);
    const notFound = join(root, '404.html');
    const served = file ?? (existsSync(notFound) ? notFound : undefined);
    if (served === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('Not found');
      return;
    }
    response.writeHead(file === undefined ? 404 : 200, {
      'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
    });
    createReadStream(served).pipe(response);
  });
  return new Promise((resolveListening) => {
    server.listen(port, '127.0.0.1', () => {
      resolveListening(server);
    });
  });
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const [folder = 'dist-demo', port = '4174', base = '/'] = process.argv.slice(2);
  void serveStatic(folder, Number(port), base).then(() => {
    console.log(`Serving ${folder} at http://127.0.0.1:${port}${base}`);
  });
}
