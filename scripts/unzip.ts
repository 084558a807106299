// Reads the entries of a zip archive, enough for the store packages WXT writes (JSZip: stored or
// deflated entries, no zip64, no encryption). The central directory at the end is the archive's own
// list of what it holds, so it is read rather than scanning local headers.
import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/** Entry name (folders end with "/") to its uncompressed bytes. Throws on anything it cannot read. */
export function unzip(archive: Buffer): Map<string, Buffer> {
  // The end record is 22 bytes plus a comment of up to 65535 bytes.
  let end = -1;
  for (let i = archive.length - 22; i >= Math.max(0, archive.length - 22 - 0xffff); i--) {
    if (archive.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive (no end of central directory record)');
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);

  const entries = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (archive.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw new Error(`bad central directory entry ${n}`);
    const method = archive.readUInt16LE(at + 10);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localHeader = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (archive.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER) throw new Error(`${name}: bad local header`);
    // The local header's own name and extra field lengths may differ from the central directory's.
    const dataStart =
      localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    let content: Buffer;
    if (method === 0) content = Buffer.from(data);
    else if (method === 8) content = inflateRawSync(data);
    else throw new Error(`${name}: compression method ${method} not supported`);
    if (content.length !== size) throw new Error(`${name}: ${content.length} bytes, the directory says ${size}`);
    entries.set(name, content);
  }
  return entries;
}
