import type { SceneEntity } from './scene-entity';
import { technoKnowledge } from './kb-techno';
import { houseKnowledge } from './kb-house';
import { edmKnowledge } from './kb-edm';
import { bassKnowledge } from './kb-bass';
import { electronicaKnowledge } from './kb-electronica';
import { labelKnowledge } from './kb-labels';
import { venueKnowledge } from './kb-venues';
import { festivalKnowledge } from './kb-festivals';
import { brandKnowledge } from './kb-brands';
import { productKnowledge } from './kb-products';
import { moreActsKnowledge } from './kb-more';
import { worldActsKnowledge } from './kb-more2';
import { ukActsKnowledge } from './kb-more3';
import { tuningTwoKnowledge } from './kb-more4';
import { tuningThreeKnowledge } from './kb-more5';
import { pioneersKnowledge } from './kb-more6';
import { tuningFiveKnowledge } from './kb-more7';

// The knowledge base's tables beyond the first lists (scene-artists-*.ts and the others), one a kind or genre.
export const knowledgeTables: SceneEntity[][] = [
  technoKnowledge,
  houseKnowledge,
  edmKnowledge,
  bassKnowledge,
  electronicaKnowledge,
  labelKnowledge,
  venueKnowledge,
  festivalKnowledge,
  brandKnowledge,
  productKnowledge,
  moreActsKnowledge,
  worldActsKnowledge,
  ukActsKnowledge,
  tuningTwoKnowledge,
  tuningThreeKnowledge,
  pioneersKnowledge,
  tuningFiveKnowledge,
];
