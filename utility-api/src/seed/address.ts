import { TOWNS } from './names.ts';
import type { Random } from './random.ts';

export interface Address {
  street: string;
  postcode: string;
  city: string;
}

export function randomAddress(random: Random): Address {
  const town = random.pick(TOWNS);
  return {
    street: `${random.int(1, 180)} ${random.pick(town.streets)}`,
    postcode: String(random.int(town.postcodes[0], town.postcodes[1])),
    city: town.name,
  };
}
