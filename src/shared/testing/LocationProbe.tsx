import { useLocation } from 'react-router-dom';

/** The router's current query, as a test reads it: `getByRole('status', { name: 'address' })`. */
export function LocationProbe() {
  return <output aria-label="address">{useLocation().search}</output>;
}
