/** /setting/shipping: the zones (the declared list) and, under them, the quote tester. */
import type { Declared } from '../../core/resource';
import { DeclaredList } from '../../src/components/declared/DeclaredList';
import { ShippingQuote } from './ShippingQuote';

export const ShippingPage = ({ declared }: { declared: Declared }) => (
  <>
    <DeclaredList declared={declared} />
    <ShippingQuote />
  </>
);
