// The images module's front door: what other modules and the app may use (docs/decisions/0041).
export { imageRoutes } from './images.routes';
export { uploadImage } from './images.service';
