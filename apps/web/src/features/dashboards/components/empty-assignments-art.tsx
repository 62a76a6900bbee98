import { EmptyArt } from '../../../components/empty-art';

/** A friendly, decorative picture for the empty assignments list (the shared art set's "assignments"). */
export function EmptyAssignmentsArt() {
  return <EmptyArt kind="assignments" />;
}
