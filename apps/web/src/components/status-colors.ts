// Text colours for "complete" and "incomplete" that keep 4.5:1 contrast on white and on the light tints we
// put them on (Mantine's green.9 and orange.9 fall just short). Shared by the library and the studio.
export const COMPLETE_TEXT = '#237032';
export const INCOMPLETE_TEXT = '#a3380b';
