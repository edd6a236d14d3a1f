// Loaded once the buyer reaches for the search (focus, pointer): the catalogue's contract, pictures and prices stay off the first load.
import { api, Image, Price } from '@mall/shared';
import { catalogueCalls } from '@mall/shared/contract';
import type { Suggestion } from './TopBarSearch';

export const askSuggestions = (q: string, signal: AbortSignal) => api.call(catalogueCalls.suggest, { q }, { signal });

export default function SuggestionView({ suggestion }: { suggestion: Suggestion }) {
  if (suggestion.kind === 'category') return <span className="shell-suggestion__name">{suggestion.category.name}</span>;
  const { product } = suggestion;
  return (
    <>
      <Image src={product.mainImage} alt="" width={40} height={40} className="shell-suggestion__image" />
      <span className="shell-suggestion__name">{product.name}</span>
      <Price value={product.salePrc} className="shell-suggestion__price" />
    </>
  );
}
