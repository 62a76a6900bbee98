// The arcade's inventory (docs/decisions/0032): the spec's twenty groups, ids 1 to 20, and the items the shop sells
// in each. Prices are coins; the art of every item is drawn by the web app from `art` (no image files).

export const INVENTORY_GROUPS = [
  { id: 1, key: 'seaCreatureCards', name: 'Sea creature cards' },
  { id: 2, key: 'seaCreatureSkins', name: 'Sea creature skins' },
  { id: 3, key: 'underwaterGames', name: 'Underwater games' },
  { id: 4, key: 'boggieGames', name: 'Boggie games' },
  { id: 5, key: 'aquariumDecorations', name: 'Aquarium decorations' },
  { id: 6, key: 'aquariumPlants', name: 'Aquarium plants' },
  { id: 7, key: 'aquariumBackgrounds', name: 'Aquarium backgrounds' },
  { id: 8, key: 'aquariumFood', name: 'Aquarium food' },
  { id: 9, key: 'boggieCharacters', name: 'Boggie characters' },
  { id: 10, key: 'boggieOutfits', name: 'Boggie outfits' },
  { id: 11, key: 'gems', name: 'Gems' },
  { id: 12, key: 'stages', name: 'Stages' },
  { id: 13, key: 'gameTokens', name: 'Game tokens' },
  { id: 14, key: 'powerUps', name: 'Power-ups' },
  { id: 15, key: 'profileBanners', name: 'Profile banners' },
  { id: 16, key: 'profileAvatars', name: 'Profile avatars' },
  { id: 17, key: 'avatarFrames', name: 'Avatar frames' },
  { id: 18, key: 'classEmoji', name: 'Class emoji' },
  { id: 19, key: 'trophies', name: 'Trophies' },
  { id: 20, key: 'usernameRerolls', name: 'Username rerolls' },
] as const;
export type InventoryGroupId = (typeof INVENTORY_GROUPS)[number]['id'];

/** How an item is drawn: a shape the web knows and its colours. */
export interface ItemArt {
  shape: string;
  color: string;
  accent?: string;
}

export interface CatalogItem {
  id: number;
  group: InventoryGroupId;
  name: string;
  price: number;
  art: ItemArt;
  /** At most one owned (cards, skins, banners, avatars...); consumables (food, tokens, rerolls) stack. */
  unique: boolean;
}

const item = (id: number, group: InventoryGroupId, name: string, price: number, art: ItemArt, unique = true) => ({
  id,
  group,
  name,
  price,
  art,
  unique,
});

/** Every item the shop sells; ids are stable (inventories store them). */
export const CATALOG: readonly CatalogItem[] = [
  item(101, 1, 'Clownfish card', 20, { shape: 'fish', color: '#f97316', accent: '#ffffff' }),
  item(102, 1, 'Blue tang card', 20, { shape: 'fish', color: '#2563eb', accent: '#facc15' }),
  item(103, 1, 'Pufferfish card', 30, { shape: 'puffer', color: '#eab308', accent: '#92400e' }),
  item(104, 1, 'Octopus card', 40, { shape: 'octopus', color: '#db2777', accent: '#fbcfe8' }),
  item(105, 1, 'Sea turtle card', 50, { shape: 'turtle', color: '#16a34a', accent: '#a16207' }),
  item(106, 1, 'Jellyfish card', 35, { shape: 'jelly', color: '#a855f7', accent: '#f5d0fe' }),
  item(107, 1, 'Crab card', 25, { shape: 'crab', color: '#dc2626', accent: '#fecaca' }),
  item(108, 1, 'Whale card', 80, { shape: 'whale', color: '#0e7490', accent: '#cffafe' }),
  item(201, 2, 'Golden skin', 60, { shape: 'skin', color: '#facc15', accent: '#a16207' }),
  item(202, 2, 'Rainbow skin', 90, { shape: 'skin', color: '#ec4899', accent: '#22d3ee' }),
  item(301, 3, 'Underwater game pass', 15, { shape: 'ticket', color: '#0891b2', accent: '#ecfeff' }, false),
  item(401, 4, 'Boggie game pass', 15, { shape: 'ticket', color: '#65a30d', accent: '#f7fee7' }, false),
  item(501, 5, 'Treasure chest', 30, { shape: 'chest', color: '#a16207', accent: '#facc15' }),
  item(502, 5, 'Castle', 45, { shape: 'castle', color: '#94a3b8', accent: '#475569' }),
  item(503, 5, 'Shipwreck', 60, { shape: 'ship', color: '#78350f', accent: '#d6d3d1' }),
  item(601, 6, 'Seaweed', 10, { shape: 'seaweed', color: '#15803d', accent: '#4ade80' }),
  item(602, 6, 'Coral', 20, { shape: 'coral', color: '#f43f5e', accent: '#fda4af' }),
  item(701, 7, 'Coral reef background', 40, { shape: 'background', color: '#0e7490', accent: '#f472b6' }),
  item(702, 7, 'Deep sea background', 40, { shape: 'background', color: '#1e3a8a', accent: '#38bdf8' }),
  item(801, 8, 'Fish flakes', 5, { shape: 'food', color: '#f59e0b', accent: '#fde68a' }, false),
  item(901, 9, 'Boggie', 0, { shape: 'boggie', color: '#22c55e', accent: '#ffffff' }),
  item(902, 9, 'Blue Boggie', 50, { shape: 'boggie', color: '#3b82f6', accent: '#ffffff' }),
  item(903, 9, 'Purple Boggie', 50, { shape: 'boggie', color: '#9333ea', accent: '#ffffff' }),
  item(1001, 10, 'Party hat', 20, { shape: 'hat', color: '#e11d48', accent: '#fde047' }),
  item(1002, 10, 'Crown', 70, { shape: 'crown', color: '#eab308', accent: '#dc2626' }),
  item(1101, 11, 'Ruby', 25, { shape: 'gem', color: '#dc2626', accent: '#fecaca' }),
  item(1102, 11, 'Sapphire', 25, { shape: 'gem', color: '#2563eb', accent: '#bfdbfe' }),
  item(1103, 11, 'Emerald', 25, { shape: 'gem', color: '#059669', accent: '#a7f3d0' }),
  item(1201, 12, 'Moon stage', 40, { shape: 'stage', color: '#334155', accent: '#e2e8f0' }),
  item(1202, 12, 'Jungle stage', 40, { shape: 'stage', color: '#166534', accent: '#bbf7d0' }),
  item(1301, 13, 'Game token', 10, { shape: 'token', color: '#f59e0b', accent: '#78350f' }, false),
  item(1401, 14, 'Shield power-up', 15, { shape: 'shield', color: '#0ea5e9', accent: '#e0f2fe' }, false),
  item(1501, 15, 'Wave banner', 25, { shape: 'banner', color: '#0369a1', accent: '#7dd3fc' }),
  item(1502, 15, 'Sunset banner', 25, { shape: 'banner', color: '#c2410c', accent: '#fdba74' }),
  item(1503, 15, 'Starry banner', 35, { shape: 'banner', color: '#312e81', accent: '#fde047' }),
  item(1601, 16, 'Fish avatar', 15, { shape: 'fish', color: '#0ea5e9', accent: '#ffffff' }),
  item(1602, 16, 'Boggie avatar', 15, { shape: 'boggie', color: '#22c55e', accent: '#ffffff' }),
  item(1603, 16, 'Octopus avatar', 20, { shape: 'octopus', color: '#c026d3', accent: '#fae8ff' }),
  item(1701, 17, 'Gold frame', 30, { shape: 'frame', color: '#ca8a04', accent: '#fef08a' }),
  item(1801, 18, 'Star emoji', 10, { shape: 'star', color: '#facc15', accent: '#a16207' }),
  item(1802, 18, 'Heart emoji', 10, { shape: 'heart', color: '#e11d48', accent: '#fecdd3' }),
  item(1901, 19, 'Bronze trophy', 50, { shape: 'trophy', color: '#b45309', accent: '#fde68a' }),
  item(1902, 19, 'Gold trophy', 150, { shape: 'trophy', color: '#eab308', accent: '#fef9c3' }),
  item(2001, 20, 'Username reroll', 20, { shape: 'dice', color: '#6366f1', accent: '#ffffff' }, false),
];

export const CATALOG_BY_ID: ReadonlyMap<number, CatalogItem> = new Map(CATALOG.map((i) => [i.id, i]));
/** How an item chosen on a profile (a banner, an avatar) is drawn; none for no item or an unknown one. */
export const artOf = (itemId: number | null): ItemArt | null =>
  itemId ? (CATALOG_BY_ID.get(itemId)?.art ?? null) : null;
/** The item a game round costs once the day's layers are used up. */
export const GAME_TOKEN_ITEM = 1301;
/** The item a username reroll consumes. */
export const REROLL_ITEM = 2001;
/** The aquarium's food. */
export const FOOD_ITEM = 801;
/** Groups whose items live in the aquarium, and how many places it has. */
export const AQUARIUM_GROUPS: readonly InventoryGroupId[] = [1, 5, 6];
export const AQUARIUM_SLOTS = 12;
