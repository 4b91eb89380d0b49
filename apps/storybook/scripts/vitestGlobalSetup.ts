import { generateMedia } from './generateMedia';

/** The Image stories and the presets page need the generated derivatives before the browser asks for them. */
export default async function setup(): Promise<void> {
  await generateMedia();
}
