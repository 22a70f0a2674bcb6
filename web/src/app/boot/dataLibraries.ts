// Boot step 2 (see main.tsx): the data libraries every page runs on. Re-exported, not
// just imported, so that the bundler keeps them in this step.
export { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
export { ApolloProvider, useQuery } from '@apollo/client/react';
export { RouterProvider, createBrowserRouter } from 'react-router-dom';
