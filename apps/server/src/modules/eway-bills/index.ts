/** E-way bills (ADR 097): the module's public entry. */
export { ewayBillModule } from './plugin';
export { EwayBillService, ewayBillsMissing, ewayBillViews } from './service';
