const units = ['KB', 'MB', 'GB'] as const;

/** Sizes in Bytes, KB, MB or GB (1 KB = 1024 bytes), with 2 decimals above a kilobyte. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}
