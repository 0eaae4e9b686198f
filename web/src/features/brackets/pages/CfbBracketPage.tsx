import { BracketPage } from './BracketPage';

export function CfbBracketPage() {
  return <BracketPage kind="cfp" />;
}
