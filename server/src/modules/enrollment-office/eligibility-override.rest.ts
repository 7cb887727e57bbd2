import express, { type Router } from 'express';
import { bodyInput, rest } from '../../http/rest';
import { contextOf } from '../accounts';
import { overrideInput } from './eligibility-overrides';
import type { EnrollmentOfficeService } from './enrollment-office.service';

/** `POST /api/eligibility-override.php` (administrators): the JSON body as the GraphQL mutation's input. */
export function eligibilityOverrideRoutes(office: EnrollmentOfficeService): Router {
  const router = express.Router();
  router.post(
    '/eligibility-override.php',
    rest(async (req) => ({
      override: await office.overrideEligibility(contextOf(req), overrideInput(bodyInput(req))),
    })),
  );
  return router;
}
