import { sceneTable } from './scene-entity';

// Acts of the bills in the fifth tuning set the base lacked (decision 092): public facts only, a place only where
// certain. `name | aliases | places | tags | links | works` (docs/scene-knowledge.md).
export const tuningFiveKnowledge = [
  ...sceneTable(
    'artist',
    `
Antal | Antal Heitlager | amsterdam | house disco | Rush Hour
Stella Bossi |  | germany | techno
Andrés Campo | Andres Campo | spain | techno
Brutalismus 3000 |  |  | techno duo
`,
  ),
];
