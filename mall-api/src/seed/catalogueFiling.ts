/**
 * Issue 32: where the first 27 items sit in the category tree, their names in German and Chinese,
 * their dimensions and what each sku is filed under (colour family, material). Their ids, names,
 * prices and stock stay as catalogue.ts has them.
 */
export interface Filing {
  category: number;
  de: string;
  zh: string;
  /** width × depth × height, cm; null when it has none (a gift card) */
  size: [number, number, number] | null;
  /** per sku, in order: colour family and material (null: neither applies) */
  skus: Array<[string, string] | null>;
}

const F = (category: number, de: string, zh: string, size: Filing['size'], ...skus: Filing['skus']): Filing => ({ category, de, zh, size, skus });

export const FILING: Record<number, Filing> = {
  101: F(5, 'Oslo 3-Sitzer-Sofa', 'Oslo 三人沙发', [220, 95, 78], ['grey', 'fabric'], ['blue', 'fabric'], ['brown', 'leather']),
  102: F(6, 'Fjord Sessel', 'Fjord 扶手椅', [72, 80, 98], ['beige', 'oak'], ['green', 'walnut']),
  103: F(32, 'Lund Esszimmerstuhl', 'Lund 餐椅', [46, 52, 80], ['natural', 'oak'], ['black', 'oak']),
  104: F(31, 'Bergen ausziehbarer Esstisch', 'Bergen 伸缩餐桌', [160, 90, 75], ['natural', 'oak'], ['natural', 'oak']),
  105: F(21, 'Sova Bettgestell aus Eiche', 'Sova 橡木床架', [160, 210, 90], ['natural', 'oak'], ['natural', 'oak'], ['natural', 'oak']),
  106: F(51, 'Halo Stehleuchte', 'Halo 落地灯', [30, 30, 180], ['brass', 'metal'], ['black', 'metal']),
  107: F(9, 'Grid offenes Regal', 'Grid 开放式书架', [80, 35, 160], ['white', 'lacquered-wood'], ['natural', 'oak']),
  108: F(41, 'Studio Schreibtisch', 'Studio 书桌', [120, 60, 75], ['white', 'lacquered-wood'], ['natural', 'oak']),
  109: F(22, 'Alba Kleiderschrank', 'Alba 衣柜', [100, 60, 200], ['white', 'lacquered-wood'], ['white', 'lacquered-wood']),
  110: F(34, 'Riviera Sideboard', 'Riviera 餐边柜', [180, 45, 80], ['brown', 'lacquered-wood']),
  111: F(33, 'Mesa Barhocker', 'Mesa 吧凳', [40, 40, 75], ['natural', 'rattan'], ['black', 'rattan']),
  112: F(71, 'Costa Gartenbank', 'Costa 花园长凳', [140, 55, 85], ['brown', 'teak']),
  113: F(23, 'Nido Nachttisch', 'Nido 床头柜', [45, 40, 50], ['natural', 'oak'], ['white', 'lacquered-wood']),
  114: F(61, 'Sahara Wollteppich', 'Sahara 羊毛地毯', [160, 230, 1], ['beige', 'wool'], ['beige', 'wool']),
  115: F(62, 'Lune runder Spiegel', 'Lune 圆镜', [60, 2, 60], ['brass', 'glass'], ['brass', 'glass']),
  116: F(24, 'Linnea Kommode', 'Linnea 斗柜', [80, 45, 120], ['white', 'ash']),
  117: F(3, 'Capri Ecksofa', 'Capri 转角沙发', [280, 200, 80], ['beige', 'fabric'], ['green', 'velvet']),
  118: F(6, 'Pavo Loungesessel', 'Pavo 休闲扶手椅', [80, 80, 75], ['pink', 'velvet']),
  119: F(7, 'Tavola Couchtisch', 'Tavola 茶几', [110, 60, 40], ['beige', 'stone'], ['brown', 'walnut']),
  120: F(52, 'Orbit Pendelleuchte', 'Orbit 吊灯', [30, 30, 30], ['white', 'glass'], ['grey', 'glass'], ['yellow', 'glass']),
  121: F(9, 'Stack Bücherregal', 'Stack 书架', [80, 30, 190], ['white', 'lacquered-wood'], ['black', 'lacquered-wood']),
  122: F(21, 'Paola Polsterbett', 'Paola 软包床', [170, 215, 120], ['beige', 'fabric'], ['beige', 'fabric']),
  123: F(53, 'Nova Schreibtischleuchte', 'Nova 台灯', [15, 40, 45], ['white', 'metal'], ['green', 'metal']),
  124: F(10, 'Hygge Fußhocker', 'Hygge 脚凳', [45, 45, 42], ['grey', 'wool']),
  125: F(54, 'Ember Wandleuchte', 'Ember 壁灯', [12, 10, 25], ['brass', 'metal'], ['black', 'metal']),
  126: F(80, 'Furniture Mall Geschenkkarte', 'Furniture Mall 礼品卡', null, null, null),
  127: F(72, 'Ofengetrocknetes Eichen-Brennholz', '窑干橡木木柴', null, ['brown', 'oak']),
};
