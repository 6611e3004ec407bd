// What an uploaded chat file really is, read from its leading bytes: the name and the declared type are the
// sender's word and are never trusted (an HTML page named evil.png and sent as image/png is refused).

/** A recognised chat media file: the type it is served with and the extension the server stores it under. */
export interface SniffedMedia {
  kind: 'image' | 'video';
  type: string;
  extension: string;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((ch) => ch.charCodeAt(0));
}

/** QuickTime atoms that may open a .mov file written before the `ftyp` atom existed. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/** The allowed image or video type of `bytes` (PNG, JPEG, GIF, MP4, QuickTime), or null for anything else. */
export function sniffMedia(bytes: Uint8Array): SniffedMedia | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', type: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', type: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { kind: 'image', type: 'image/gif', extension: 'gif' };
  }
  if (bytes.length >= 12 && startsWith(bytes, ascii('ftyp'), 4)) {
    return startsWith(bytes, ascii('qt  '), 8)
      ? { kind: 'video', type: 'video/quicktime', extension: 'mov' }
      : { kind: 'video', type: 'video/mp4', extension: 'mp4' };
  }
  if (bytes.length >= 8 && QUICKTIME_ATOMS.some((atom) => startsWith(bytes, ascii(atom), 4))) {
    return { kind: 'video', type: 'video/quicktime', extension: 'mov' };
  }
  return null;
}
