/** The server-rendered flash message region and its toast enhancement. Built with the forms. */
export function FlashMessage() {
  return null;
}
