import { http } from '../../../lib/http';
import type { TRotateImageResult } from './types';

/** Rotates an answer image clockwise on the server (for every marker); the answer gives the new image URL. */
export const rotateImage = (answerId: number, degrees: 90 | 180 | 270) => http.post<TRotateImageResult>('/ufile/rotate-img', { answerId, degrees });
