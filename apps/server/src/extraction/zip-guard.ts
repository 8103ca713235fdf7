import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ExtractionError, type ZipLimits } from './types.ts';

const MB = 1024 * 1024;

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zipfile) => {
        // yauzl hands over a zip file whenever it reports no error.
        if (error) {
          reject(error);
          return;
        }
        resolve(zipfile);
      },
    );
  });
}

/** Walks the central directory (nothing is inflated); the visitor returns false to stop early. */
async function walkEntries(
  path: string,
  visit: (entry: Entry, zipfile: ZipFile) => Promise<boolean> | boolean,
): Promise<void> {
  const zipfile = await openZip(path);
  try {
    await new Promise<void>((resolve, reject) => {
      zipfile.on('error', reject);
      zipfile.on('end', () => resolve());
      zipfile.on('entry', (entry: Entry) => {
        Promise.resolve(visit(entry, zipfile)).then((goOn) => (goOn ? zipfile.readEntry() : resolve()), reject);
      });
      zipfile.readEntry();
    });
  } finally {
    zipfile.close();
  }
}

/** true when the archive's directory names a Word main part: the file is a DOCX candidate. */
export async function zipLooksLikeDocx(path: string, maxEntriesToRead = 20_000): Promise<boolean> {
  let found = false;
  let read = 0;
  try {
    await walkEntries(path, (entry) => {
      read += 1;
      if (entry.fileName === 'word/document.xml') {
        found = true;
        return false;
      }
      return read < maxEntriesToRead;
    });
  } catch {
    return false;
  }
  return found;
}

/**
 * Checks a DOCX before anything unpacks it: entry count, declared uncompressed total and per-entry
 * compression ratio from the directory; then inflates every XML part once, counting real bytes
 * (yauzl refuses an entry whose real size differs from the declared one), so a lying header cannot
 * slip a bomb past the limits. Images are not inflated: extraction never reads them.
 */
export async function guardDocx(path: string, limits: ZipLimits): Promise<void> {
  const bomb = (detail: string) =>
    new ExtractionError(`The DOCX file was refused because it looks like a zip bomb: ${detail}`);
  let zipfile: ZipFile;
  try {
    zipfile = await openZip(path);
  } catch {
    throw new ExtractionError('The DOCX file is damaged: its zip directory cannot be read');
  }
  if (zipfile.entryCount > limits.maxEntries) {
    zipfile.close();
    throw bomb(`it has ${zipfile.entryCount} entries (at most ${limits.maxEntries})`);
  }
  zipfile.close();

  let declaredTotal = 0;
  let inflatedTotal = 0;
  const walk = walkEntries(path, async (entry, archive) => {
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxUncompressedBytes) {
      throw bomb(`it unpacks to more than ${Math.round(limits.maxUncompressedBytes / MB)} MB`);
    }
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > MB && ratio > limits.maxRatio) {
      throw bomb(`entry ${entry.fileName} is compressed ${Math.round(ratio)} to 1`);
    }
    if (!/\.(xml|rels)$/i.test(entry.fileName)) {
      return true;
    }
    inflatedTotal += await countInflatedBytes(archive, entry, limits.maxUncompressedBytes - inflatedTotal);
    return true;
  });
  try {
    await walk;
  } catch (error) {
    if (error instanceof ExtractionError) {
      throw error;
    }
    const reason = error instanceof Error ? error.message : '';
    if (/too (many|few) bytes/i.test(reason)) {
      throw bomb('a part unpacks to a different size than its header declares');
    }
    throw new ExtractionError('The DOCX file is damaged: one of its parts cannot be unpacked');
  }
}

function countInflatedBytes(zipfile: ZipFile, entry: Entry, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) => {
      if (error) {
        reject(error);
        return;
      }
      let total = 0;
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > budget) {
          stream.destroy();
          reject(
            new ExtractionError(
              'The DOCX file was refused because it looks like a zip bomb: it unpacks to more than the limit',
            ),
          );
        }
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(total));
    });
  });
}
