/** What one scan came to, as the scan field shows it: taken (ok) or refused, in words; null when the API client already said why. */
export type ScanOutcome = { ok: boolean; text: string } | null;
