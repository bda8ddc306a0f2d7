/**
 * graphql-js, loaded on first use: a site without a GraphQL reference never loads it. A leaf
 * module: the reference pages draw with it, and what it imported would be bundled with every page.
 */
let graphqlModule: Promise<typeof import('graphql')> | undefined;
export const loadGraphQl = (): Promise<typeof import('graphql')> => (graphqlModule ??= import('graphql'));
