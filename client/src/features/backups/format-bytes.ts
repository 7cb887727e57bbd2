const units = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 3250000000 → "3.3 GB": under a kilobyte in bytes, else in the largest unit it has one of (1 kB = 1000 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  let unit = 0;
  let value = bytes / 1000;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const format = { style: 'unit', unit: units[unit], unitDisplay: 'short' } as const;
  return new Intl.NumberFormat('en-US', { ...format, minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}
