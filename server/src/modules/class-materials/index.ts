// The class-materials module's front door: what the rest of the server may use of it.
// Files and links shared with one class's or one grade's families: who belongs to each audience and may share with
// it (handed down to the files and links modules), a family's materials by class, and a sharer's choices.
export { ClassAudienceRules } from './class-audience-rules';
export { classMaterialsRoutes } from './class-materials.rest';
export { ClassMaterialsResolver } from './class-materials.resolver';
export { ClassMaterialsService } from './class-materials.service';
