import { data } from 'react-router';

// Being built (issue 10): answers 404 until it lands.
export function loader(): never {
  throw data(null, { status: 404 });
}
