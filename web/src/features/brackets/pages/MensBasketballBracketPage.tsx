import { BracketPage } from './BracketPage';

export function MensBasketballBracketPage() {
  return <BracketPage kind="mbb" />;
}
