import type { RouteObject } from 'react-router-dom';
import { routeQuery } from '../../router/routeQuery';
import { screenRoute } from '../../router/screenRoute';
import loginParameters from './__generated__/LoginScreenQuery$parameters';

const loginScreen = () => import('./LoginScreen').then((module) => module.loginScreen);
const registerScreen = () => import('./LoginScreen').then((module) => module.registerScreen);

// Login and registration are one screen.
const loginQuery = routeQuery(loginParameters);

/** 000 §2 login and registration, in the route table every page starts with (`router/router.ts`). */
export const loginRoutes: RouteObject[] = [
  screenRoute('login', { kind: 'login' }, loginQuery, loginScreen),
  screenRoute('register', { kind: 'public' }, loginQuery, registerScreen),
];
