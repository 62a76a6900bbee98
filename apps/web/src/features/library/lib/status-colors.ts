// Text colours for "done" and "still to do" that keep 4.5:1 contrast on white and on the light tints we
// put them on (Mantine's green.9 and orange.9 fall just short).
export const OK_TEXT = '#237032';
export const TODO_TEXT = '#a3380b';
