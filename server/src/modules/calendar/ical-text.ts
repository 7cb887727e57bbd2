/** RFC 5545 text rules: escaping (3.3.11), folding at 75 octets (3.1) and CRLF line ends. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const maxOctets = 75;

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function contentLines(lines: readonly string[]): string {
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `20260818T080000` from a date and a local time. */
export function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(/:/g, '')}${time.length === 5 ? '00' : ''}`;
}

/** `20260818T130000Z` for an instant. */
export function utcDateTime(instant: number): string {
  const d = new Date(instant);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** `-0500` for minutes east of UTC. */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** The wall-clock date-time (`YYYYMMDDTHHMMSS`) at an instant shifted by an offset. */
export function wallClock(instant: number, offsetMinutes: number): string {
  return utcDateTime(instant + offsetMinutes * 60_000).slice(0, -1);
}
