import type { ItemDetail } from '@mall/shared/contract';
import { attributeChoices, attributeKeys, chooseAttribute, initialSku } from './skuChoice';

type Sku = ItemDetail['skus'][number];
const sku = (id: number, stock: number, attrs: Record<string, string>): Sku => ({
  id, name: String(id), image: '', salePrc: { value: 1, currency: 'EUR' }, originalPrc: null, stock, skuUrlSuffix: `?skuId=${id}`,
  attributes: Object.entries(attrs).map(([attrKey, attrVal]) => ({ attrKey, attrVal })),
});
// The Oslo sofa: three combinations of colour and material; the leather one sold out here.
const skus = [
  sku(1011, 5, { Colour: 'Light grey', Material: 'Fabric' }),
  sku(1012, 5, { Colour: 'Dark blue', Material: 'Fabric' }),
  sku(1013, 0, { Colour: 'Cognac', Material: 'Leather' }),
];

describe('sku choice', () => {
  it('lists the attributes and their values in the order the skus use them', () => {
    expect(attributeKeys(skus)).toEqual([
      { key: 'Colour', values: ['Light grey', 'Dark blue', 'Cognac'] },
      { key: 'Material', values: ['Fabric', 'Leather'] },
    ]);
  });

  it('disables a sold-out combination and a combination that does not exist', () => {
    const [colour, material] = attributeChoices(skus, skus[0]);
    expect(colour!.options.find((o) => o.value === 'Cognac')).toEqual({ value: 'Cognac', disabled: true, soldOut: true, unavailableWith: [] });
    expect(colour!.options.find((o) => o.value === 'Dark blue')?.disabled).toBe(false);
    // Light grey exists only in fabric.
    expect(material!.options.find((o) => o.value === 'Leather')).toEqual({ value: 'Leather', disabled: true, soldOut: false, unavailableWith: ['Light grey'] });
    expect(material!.selected).toBe('Fabric');
  });

  it('says which value chosen above an option is sold out in, unless it is sold out in all (issue 30: "Velvet: sold out in Olive")', () => {
    const capri = [
      sku(1171, 4, { Colour: 'Sand', Material: 'Bouclé' }),
      sku(1172, 2, { Colour: 'Sand', Material: 'Velvet' }),
      sku(1173, 3, { Colour: 'Olive', Material: 'Bouclé' }),
      sku(1174, 0, { Colour: 'Olive', Material: 'Velvet' }),
      sku(1175, 0, { Colour: 'Rust', Material: 'Linen' }),
    ];
    const [colour, material] = attributeChoices(capri, capri[2]);
    expect(material!.options.find((o) => o.value === 'Velvet')).toEqual({ value: 'Velvet', disabled: true, soldOut: true, unavailableWith: ['Olive'] });
    expect(material!.options.find((o) => o.value === 'Bouclé')?.unavailableWith).toEqual([]);
    // Linen: not made in Olive (and sold out anyway).
    expect(material!.options.find((o) => o.value === 'Linen')).toEqual({ value: 'Linen', disabled: true, soldOut: false, unavailableWith: ['Olive'] });
    expect(colour!.options.find((o) => o.value === 'Rust')).toEqual({ value: 'Rust', disabled: true, soldOut: true, unavailableWith: [] });
  });

  it('choosing a value moves to the sku in stock sharing most of the current values', () => {
    expect(chooseAttribute(skus, skus[0], 'Colour', 'Dark blue')?.id).toBe(1012);
    expect(chooseAttribute(skus, skus[0], 'Colour', 'Cognac')?.id).toBe(1011);
  });

  it('opens on the sku the URL names, else the first in stock', () => {
    expect(initialSku(skus, '1013')?.id).toBe(1013);
    expect(initialSku(skus, null)?.id).toBe(1011);
    expect(initialSku([skus[2]!, skus[1]!], 'nonsense')?.id).toBe(1012);
  });
});
