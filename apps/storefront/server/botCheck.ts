/**
 * The self-hosted bot check's challenges (issue 15 item 8; decision 0756): `GET {base}bot-check/challenge`
 * answers a new challenge signed with BOTCHECK_PRIVATE_KEY (which never leaves the server), never cached.
 * Reading the settings here, when the app is made, makes a production server without its key refuse to start.
 */
import { currentBotCheck } from '@truffe/commerce/botCheck';
import { type Express } from 'express';

export function mountBotCheck(app: Express, baseUrl: string): void {
  const { challenges } = currentBotCheck();
  app.get(`${baseUrl}bot-check/challenge`, (_req, res, next) => {
    if (!challenges) {
      res.status(404).set('Cache-Control', 'no-store').json({ error: 'not self-hosted' });
      return;
    }
    challenges
      .createChallenge()
      .then((challenge) => {
        res.set('Cache-Control', 'no-store').json(challenge);
      })
      .catch(next);
  });
}
