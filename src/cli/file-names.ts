/**
 * A character no file or folder name can hold: NUL (Node refuses a path with one, with an
 * error no player should see) and the other control characters, which some disks refuse and
 * no player means to type.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
