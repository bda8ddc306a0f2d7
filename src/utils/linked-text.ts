/** A piece of code as written (`[User!]!`, `Promise<Plant>`): text, with a name linked to its page where it has one. */
export interface LinkedText {
  text: string;
  href?: string;
}
