import { QueryTypes, type Sequelize } from 'sequelize';
import type { MarketplaceCategory } from '@fanlift/core';

/** Demo marketplace items (keyed by title) and a QR code for the demo fan, so a newcomer sees both. */
const DEMO_ITEMS: {
  title: string;
  description: string;
  category: MarketplaceCategory;
  priceLikes: number;
  stock: number;
  benefits: 'athlete' | 'school' | null;
}[] = [
  {
    title: 'Sideline pass for a home game',
    description: 'Watch warm-ups from the sideline with a friend. Date agreed with the programme.',
    category: 'experience',
    priceLikes: 80,
    stock: 4,
    benefits: 'school',
  },
  {
    title: 'Signed game ball',
    description: 'A game ball signed by the demo athlete, with a certificate of authenticity.',
    category: 'signed',
    priceLikes: 45,
    stock: 3,
    benefits: 'athlete',
  },
  {
    title: 'Fanlift supporter scarf',
    description: 'Knitted scarf in team colours. One size.',
    category: 'merch',
    priceLikes: 12,
    stock: 40,
    benefits: null,
  },
  {
    title: 'Video shout-out from an athlete',
    description: 'A personal 30-second video for a birthday or a big game.',
    category: 'experience',
    priceLikes: 25,
    stock: 10,
    benefits: 'athlete',
  },
];

export const DEMO_FAN_QR_CODE = 'DemoFanQrCode1';

export async function seedReachCommerce(
  sequelize: Sequelize,
  ids: { fanUserId: number; athleteProfileId: number },
): Promise<{ itemsCreated: number; qrCreated: boolean }> {
  const [school] = await sequelize.query<{ id: number }>(`SELECT id FROM schools WHERE slug = 'ohio-state'`, {
    type: QueryTypes.SELECT,
  });
  let itemsCreated = 0;
  for (const it of DEMO_ITEMS) {
    const rows = await sequelize.query(
      `INSERT INTO marketplace_items (title, description, category, price_likes, stock, athlete_profile_id, school_id)
       SELECT $1, $2, $3, $4, $5, $6, $7
        WHERE NOT EXISTS (SELECT 1 FROM marketplace_items WHERE title = $1)
       RETURNING id`,
      {
        bind: [
          it.title,
          it.description,
          it.category,
          it.priceLikes,
          it.stock,
          it.benefits === 'athlete' ? ids.athleteProfileId : null,
          it.benefits === 'school' ? (school?.id ?? null) : null,
        ],
        type: QueryTypes.SELECT,
      },
    );
    itemsCreated += rows.length;
  }
  const qr = await sequelize.query(
    `INSERT INTO qr_codes (code, user_id, kind, target_id, target_path, label)
     VALUES ($1, $2, 'athlete', $3, $4, 'Demo athlete: game day poster')
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    {
      bind: [DEMO_FAN_QR_CODE, ids.fanUserId, ids.athleteProfileId, `/athletes/${ids.athleteProfileId}`],
      type: QueryTypes.SELECT,
    },
  );
  return { itemsCreated, qrCreated: qr.length > 0 };
}
