import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Images the repository ships (apps/server/assets, served under MEDIA_ASSETS_PATH), so demo content needs no upload and no outside host. */
// From this file in src/domains/media/, or from dist/main.js once compiled (apps/server/build.mjs).
const ASSETS_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../../assets/' : '../assets/', import.meta.url),
);

const CONTENT_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' };

/** The shipped asset by its plain file name, or null; names are checked so no other file can be read. */
export async function readDemoAsset(name: string): Promise<{ data: Buffer; contentType: string } | null> {
  const match = /^[a-z0-9-]+\.(svg|png)$/.exec(name);
  const contentType = match?.[1] ? CONTENT_TYPES[match[1]] : undefined;
  if (!contentType) {
    return null;
  }
  try {
    return { data: await readFile(`${ASSETS_DIR}${name}`), contentType };
  } catch {
    return null;
  }
}
