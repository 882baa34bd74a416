import { use } from 'react';
import type { AuthContextValue } from './AuthContext';
import { AuthContext } from './AuthContext';

/** The session of docs/product.md#states-and-transitions. Only inside <AuthProvider> (AppLayout renders it for every route). */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it');
  return value;
}
