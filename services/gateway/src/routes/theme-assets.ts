import express from 'express';
import type { Theme } from '../page/theme';

/** The theme's static files at their content-hashed URLs; a changed file gets a new URL. */
export function themeAssets(theme: Theme) {
  const router = express.Router();
  for (const { fileName, contentType, body } of theme.assets.values()) {
    router.get(`/theme/${fileName}`, (_req, res) => {
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.send(body);
    });
  }
  return router;
}
