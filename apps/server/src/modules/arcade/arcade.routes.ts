import {
  STAFF_ROLES,
  ZAquariumUpdate,
  ZArcadeBadge,
  ZArcadeHome,
  ZArcadeProfile,
  ZClassArcade,
  ZClassArcadeSettings,
  ZClassGameSummary,
  ZDistrictArcade,
  ZDistrictArcadeSwitch,
  ZGameId,
  ZGameRanks,
  ZGameSummaryQuery,
  ZIdParam,
  ZProfileUpdate,
  ZPurchase,
  ZRoundSaved,
  ZRoundStarted,
  ZRoundSubmit,
  ZStudentGameSummary,
} from '@clearsheets/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticated, callerOf } from '../../platform/auth/guards';
import {
  arcadeBadge,
  arcadeHome,
  feedAquarium,
  placeInAquarium,
  rerollName,
  updateArcadeProfile,
} from './arcade.service';
import {
  classArcade,
  classGameSummary,
  districtArcade,
  putClassArcade,
  putDistrictArcade,
  studentGameSummary,
} from './arcade-governance.service';
import { gameRanks, startRound, submitRoundResult } from './arcade-rounds.service';
import { purchase } from './arcade-wallet.service';

// The arcade over HTTP: a student's own arcade (every route acts on the caller's rows only), a class's settings
// and game summary for its staff, and the district switch.

const tags = ['arcade'];
const student = authenticated(['Student']);
const staff = authenticated(STAFF_ROLES);
const ZGameParams = z.object({ gameId: ZGameId });
const ZClassParams = z.object({ id: ZIdParam });

export async function arcadeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.db;

  r.get(
    '/api/v1/arcade',
    { preHandler: student, schema: { tags, summary: "The student's arcade", response: { 200: ZArcadeHome } } },
    async (request) => arcadeHome(db, callerOf(request)),
  );
  r.get(
    '/api/v1/arcade/badge',
    {
      preHandler: student,
      schema: { tags, summary: "The student header's arcade badge", response: { 200: ZArcadeBadge } },
    },
    async (request) => arcadeBadge(db, callerOf(request).userId),
  );
  r.post(
    '/api/v1/arcade/purchases',
    { preHandler: student, schema: { tags, summary: 'Buy an item with coins', body: ZPurchase } },
    async (request) => purchase(db, callerOf(request).userId, request.body),
  );
  r.put(
    '/api/v1/arcade/aquarium',
    { preHandler: student, schema: { tags, summary: 'Place things in the aquarium', body: ZAquariumUpdate } },
    async (request) => placeInAquarium(db, callerOf(request).userId, request.body.placements),
  );
  r.post(
    '/api/v1/arcade/aquarium/feed',
    { preHandler: student, schema: { tags, summary: 'Feed the aquarium' } },
    async (request) => feedAquarium(db, callerOf(request).userId),
  );
  r.put(
    '/api/v1/arcade/profile',
    { preHandler: student, schema: { tags, summary: 'Wear a banner or avatar, pick a card', body: ZProfileUpdate } },
    async (request) => {
      const p = await updateArcadeProfile(db, callerOf(request).userId, request.body);
      return ZArcadeProfile.parse(p);
    },
  );
  r.post(
    '/api/v1/arcade/profile/reroll',
    { preHandler: student, schema: { tags, summary: 'A new display name (uses a reroll)' } },
    async (request) => rerollName(db, callerOf(request).userId),
  );
  r.post(
    '/api/v1/arcade/games/:gameId/rounds',
    {
      preHandler: student,
      schema: { tags, summary: 'Start a round', params: ZGameParams, response: { 200: ZRoundStarted } },
    },
    async (request) => startRound(app.ctx, callerOf(request), request.params.gameId),
  );
  r.post(
    '/api/v1/arcade/rounds/result',
    {
      preHandler: student,
      schema: { tags, summary: "Save a round's score, once", body: ZRoundSubmit, response: { 200: ZRoundSaved } },
    },
    async (request) => submitRoundResult(app.ctx, callerOf(request), request.body, request.log),
  );
  r.get(
    '/api/v1/arcade/games/:gameId/ranks',
    {
      preHandler: student,
      schema: { tags, summary: 'Class ranks of a game', params: ZGameParams, response: { 200: ZGameRanks } },
    },
    async (request) => gameRanks(app.ctx, callerOf(request), request.params.gameId),
  );
  r.get(
    '/api/v1/arcade/summary',
    {
      preHandler: student,
      schema: {
        tags,
        summary: "The student's game summary",
        querystring: ZGameSummaryQuery,
        response: { 200: ZStudentGameSummary },
      },
    },
    async (request) => studentGameSummary(db, callerOf(request), request.query),
  );

  r.get(
    '/api/v1/classes/:id/arcade',
    {
      preHandler: staff,
      schema: { tags, summary: "A class's arcade settings", params: ZClassParams, response: { 200: ZClassArcade } },
    },
    async (request) => classArcade(db, callerOf(request), request.params.id),
  );
  r.put(
    '/api/v1/classes/:id/arcade',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "Change a class's arcade",
        params: ZClassParams,
        body: ZClassArcadeSettings,
        response: { 200: ZClassArcade },
      },
    },
    async (request) => putClassArcade(db, callerOf(request), request.params.id, request.body),
  );
  r.get(
    '/api/v1/classes/:id/arcade/summary',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: "A class's game summary",
        params: ZClassParams,
        querystring: ZGameSummaryQuery,
        response: { 200: ZClassGameSummary },
      },
    },
    async (request) => classGameSummary(db, callerOf(request), request.params.id, request.query),
  );
  r.get(
    '/api/v1/arcade/district',
    {
      preHandler: staff,
      schema: { tags, summary: "The district's arcade switch", response: { 200: ZDistrictArcade } },
    },
    async (request) => districtArcade(db, callerOf(request)),
  );
  r.put(
    '/api/v1/arcade/district',
    {
      preHandler: staff,
      schema: {
        tags,
        summary: 'Switch the arcade on or off district-wide',
        body: ZDistrictArcadeSwitch,
        response: { 200: ZDistrictArcade },
      },
    },
    async (request) => putDistrictArcade(db, callerOf(request), request.body.enabled),
  );
}
