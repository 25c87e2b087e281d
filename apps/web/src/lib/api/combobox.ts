import { ApiError, request, type RequestOptions } from './api-client';

export interface ComboboxResult<T> {
  results: T[];
  count: number;
}

/**
 * A combobox call (spec §8): on failure the error is reported as usual and the combobox gets empty
 * results and a count of 0 instead of an exception, so the input keeps working. Cancellation still
 * rejects so query libraries can tell it apart from an empty answer.
 */
export async function combobox<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<ComboboxResult<T>> {
  try {
    const envelope = await request<T[]>(path, { ...options, method: 'GET' });
    const results = Array.isArray(envelope.data) ? envelope.data : [];
    return { results, count: envelope.metadata?.pagination?.count ?? results.length };
  } catch (error) {
    if (error instanceof ApiError) return { results: [], count: 0 };
    throw error;
  }
}
