/**
 * Runs this process in `zone` from now on: Node reads TZ again whenever it is assigned, so Dates made after it
 * use the new zone. Undefined goes back to the machine's zone (assigning undefined would set the text "undefined").
 */
export function setProcessTimeZone(zone: string | undefined): void {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}
