/**
 * The part of the en-US catalogue the root error page falls back on when no catalogue could be
 * loaded. It lives apart so the client bundle carries these few lines, not the whole catalogue.
 */
export const errorMessages = {
  notFound: {
    title: "This page wandered off the panel",
    body: "The address may be mistyped, or the page has moved.",
  },
  errorPage: {
    title: "Something went wrong",
    body: "Please reload the page. If it keeps happening, tell us at our support address.",
    reference: "Reference: {id}",
  },
  backHome: "Back to the home page",
};
