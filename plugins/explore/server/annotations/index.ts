// The annotation part of the explore plugin's server side: what ../index.ts wires in.
export { ANNOTATION_PERMISSIONS } from './annotation-permissions.ts';
export { AnnotationRoutes } from './annotation-routes.ts';
export { AnnotationService } from './annotation-service.ts';
export { NativeAnnotationSource } from './native-annotation-source.ts';
