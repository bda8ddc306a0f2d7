/** The id of an API page's playground dialog, which the heading's "Try it" opens (one operation per page). */
export const PLAYGROUND_DIALOG_ID = 'playground-dialog';
