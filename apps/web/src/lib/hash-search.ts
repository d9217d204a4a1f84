/**
 * The query of the hash route as it is right now. React Router's `searchParams` (and the `prev`
 * of a functional update) is the last render's: two updates in one tick would each start from it
 * and the second would undo the first. Building the next query from the address avoids that.
 */
export function currentHashSearch(): URLSearchParams {
  return new URLSearchParams(window.location.hash.split('?')[1] ?? '');
}
