import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/ApiError';

const MAX_RETRIES = 2;

/** Retrying a 4xx cannot help (the request itself is wrong or unauthorized). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
