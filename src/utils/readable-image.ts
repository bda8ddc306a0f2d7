import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';

/** What image-size needs to size any format it knows is in the file's first bytes (a JPEG's size may sit after its metadata). */
const HEADER_BYTES = 512 * 1024;

/**
 * Whether Astro's image pipeline can read the file's size, which it needs for every markdown image
 * it bundles: the same reader Astro uses (image-size), on the file's first bytes. An empty,
 * truncated or corrupt file, or one of a format no reader knows, cannot be bundled.
 */
export function isReadableImage(file: string): boolean {
  let handle: number | undefined;
  try {
    const stats = statSync(file);
    if (!stats.isFile() || stats.size === 0) return false;
    handle = openSync(file, 'r');
    const header = Buffer.alloc(HEADER_BYTES);
    const length = readSync(handle, header, 0, HEADER_BYTES, 0);
    const size = imageSize(header.subarray(0, length));
    // An empty or headless file may still be "sized" 0×0 by a reader that guesses its format.
    return size.width > 0 && size.height > 0 && size.type !== undefined;
  } catch {
    return false;
  } finally {
    if (handle !== undefined) closeSync(handle);
  }
}
