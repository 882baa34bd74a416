/** Prints one benchmark figure as an aligned line: `name  value unit  (budget …)`. */
export function report(name: string, value: number, unit: string, budget?: string): void {
  const shown = value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(2);
  console.log(
    `${name.padEnd(54)} ${shown.padStart(12)} ${unit}${budget ? `   (budget ${budget})` : ''}`,
  );
}

/** Peak resident memory of this process so far, in MiB. */
export function peakRssMiB(): number {
  // resourceUsage().maxRSS is in KiB on Linux
  return process.resourceUsage().maxRSS / 1024;
}
